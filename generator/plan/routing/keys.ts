// The keys a call passes its parameters under: the API's own spelling (`$select`, `legal-hold`,
// `@odata.type`, `url`), unless an option of the call or another parameter already has it.
import type { Parameter } from "../../model.js";

export interface ParameterKeys {
  keyOf: (parameter: Parameter) => string;
  /** Every key given to a path, query or cookie parameter. */
  taken: Set<string>;
  renamed: { parameter: Parameter; key: string; why: string }[];
}

/**
 * Keys for the path, query and cookie parameters of a route, in the order declared: a parameter keeps
 * its name unless it is the name of an option (`headers`, `baseUrl`, `request`...; `options`) or of a
 * parameter before it (a query parameter named like a path one): it is then `name_param`
 * (`name_query`, `name_cookie`), and said.
 */
export function parameterKeys(parameters: readonly Parameter[], options: readonly string[]): ParameterKeys {
  const taken = new Set<string>();
  const keys = new Map<Parameter, string>();
  const renamed: ParameterKeys["renamed"] = [];
  for (const parameter of parameters) {
    if (parameter.in === "header") continue;
    let key = parameter.name;
    let why = "";
    if (options.includes(key)) {
      key = `${key}_param`;
      why = `\`${parameter.name}\` is an option of every call`;
    } else if (taken.has(key)) {
      key = `${key}_${parameter.in}`;
      why = `a parameter before it has that name`;
    }
    while (taken.has(key)) key = `${key}_`;
    taken.add(key);
    keys.set(parameter, key);
    if (key !== parameter.name) renamed.push({ parameter, key, why });
  }
  return { keyOf: (parameter) => keys.get(parameter) ?? parameter.name, taken, renamed };
}
