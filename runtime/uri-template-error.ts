/** A URI template RFC 6570 does not allow, or a value its expression cannot take. */
export class UriTemplateError extends Error {
  override name = "UriTemplateError";
  /**
   * @param template The template; for an error found while expanding, the expression (`{v:2}`).
   * @param position The 0-based index in `template` where the problem starts.
   */
  constructor(
    readonly template: string,
    readonly position: number,
  ) {
    super(`Invalid URI template ${JSON.stringify(template)} at ${position}`);
  }
}
