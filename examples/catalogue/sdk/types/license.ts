export interface License {
  /** SPDX-style key, such as `mit`. */
  key: string;
  name?: string;
}
