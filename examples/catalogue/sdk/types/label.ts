export interface Label {
  name: string;
  /** Six hexadecimal digits, without `#`. */
  color?: string;
}
