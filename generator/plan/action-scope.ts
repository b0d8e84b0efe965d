// The scope of a route whose path has no word but names an action: AWS's query and JSON protocols, as
// APIs.guru writes them, put every operation on `/` and tell them apart by a fragment
// (`/#Action=DescribeInstances`, `/#X-Amz-Target=DynamoDB_20120810.CreateTable`). Without a scope of
// their own, EC2's 1,188 functions were one `api.ts` of 79,000 lines, which a program calling one of
// them made tsc check whole (+3.4 s over an empty program). 151 descriptions of the directory are so.

/** Words an action starts with before its verb: `BatchGetItem` and `TransactWriteItems` are about items. */
const BEFORE_VERB = new Set(["batch", "transact"]);

/**
 * The resource the action a route's path names is about, for its scope: `/#Action=DescribeDBInstances`
 * is `db-instance`, `/#X-Amz-Target=SageMaker.CreateModel` is `model`. The action is the value of the
 * first pair of the path's fragment (else of its query), past its last `.`: a verb then a noun, in
 * PascalCase or camelCase. Undefined when there is none, or no noun after the verb (`Query`).
 */
export function actionScope(url: string, fragment?: string): string | undefined {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  const action = actionOf(fragment ?? query);
  if (action === undefined) return undefined;
  const words = action.match(/[A-Z]+s?(?![a-z])|[A-Z]?[a-z\d]+/g) ?? [];
  // The verb, and what stands before it.
  let noun = 1;
  while (noun < words.length && BEFORE_VERB.has(words[noun - 1]!.toLowerCase())) noun++;
  const first = words[noun];
  if (first === undefined) return undefined;
  // An acronym says little alone (`DBInstance`, `DBCluster` are RDS's): it takes the next word along.
  const next = words[noun + 1];
  const scope = isAcronym(first) && next !== undefined ? [first, next] : [first];
  return scope.map((word, i) => (i === scope.length - 1 ? singular(word) : word).toLowerCase()).join("-");
}

/** The action a fragment or query names: the value of its first pair, past its last `.`. */
function actionOf(locator: string): string | undefined {
  const value = /^[^=&]+=([^&]*)/.exec(locator)?.[1];
  const action = value?.slice(value.lastIndexOf(".") + 1);
  return action && /^[A-Za-z][A-Za-z\d]*$/.test(action) ? action : undefined;
}

const isAcronym = (word: string) => word.length > 1 && word === word.toUpperCase() && /^[A-Z]/.test(word);

/**
 * A plural noun's singular, by the rules that cover AWS's (`Policies`, `Addresses`, `Aliases`,
 * `Instances`): `DescribeVpcs` and `CreateVpc` are one scope. Words in `ss`, `us`, `is` or `as` stay,
 * and so do acronyms and words of three letters (`Ebs`).
 */
export function singular(word: string): string {
  if (isAcronym(word) || word.length <= 3) return word;
  if (/ies$/i.test(word)) return word.slice(0, -3) + "y";
  if (/(ss|sh|ch|x|z|alias|status)es$/i.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|as)$/i.test(word)) return word;
  return word.replace(/s$/, "");
}
