export interface Problem {
  title?: string;
  status?: number;
  detail?: string;
}
