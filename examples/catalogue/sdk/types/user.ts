/** A person or a bot with an account. */
export interface User {
  id: number;
  login: string;
  /** The display name, if the user set one. */
  name?: string | null;
  site_admin?: boolean;
}
