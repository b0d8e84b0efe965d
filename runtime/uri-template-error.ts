/** A URI template RFC 6570 does not allow, or a value its expression cannot take. */
export class UriTemplateError extends Error {
  override name = "UriTemplateError";
  /** The template; for an error found while expanding, the expression (`{v:2}`). */
  declare readonly template: string;
  /** The 0-based index in `template` where the problem starts. */
  declare readonly position: number;

  constructor(template: string, position: number) {
    super(`Invalid URI template ${JSON.stringify(template)} at ${position}`);
    Object.assign(this, { template, position });
  }
}
