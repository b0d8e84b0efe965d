// Import declarations (generator/emit/printer/import.ts).
import { describe } from "vitest";
import { importFrom } from "../../../../generator/emit/code-tree.js";
import { printerRows } from "../../../support/printer-rows.js";

const helpers = ["encodeUnreserved", "requestOptions", "withDefaultParams", "type Defaults", "type RequestOptions"];

describe("import", () => {
  printerRows([
    {
      rule: "its names on one line when they fit",
      given: importFrom(["api", "securitySchemes"], "./endpoint.js"),
      want: 'import { api, securitySchemes } from "./endpoint.js";',
    },
    {
      rule: "one name a line, with a trailing comma, when they do not fit",
      given: importFrom(helpers, "@routegen/runtime"),
      want: 'import {\n  encodeUnreserved,\n  requestOptions,\n  withDefaultParams,\n  type Defaults,\n  type RequestOptions,\n} from "@routegen/runtime";',
    },
    {
      rule: "a single name never broken, however long the line",
      given: importFrom(
        ["IssueEventForIssueAndPullRequestTimeline as IssueEventType"],
        "./types/issue-event-for-issue.js",
        true,
      ),
      want: 'import type { IssueEventForIssueAndPullRequestTimeline as IssueEventType } from "./types/issue-event-for-issue.js";',
    },
    {
      rule: "type-only, its names on one line when they fit",
      given: importFrom(["Issue", "Label"], "./types.js", true),
      want: 'import type { Issue, Label } from "./types.js";',
    },
    {
      rule: "the module's name quoted as a string literal",
      given: importFrom(["api"], "./it's.js"),
      want: 'import { api } from "./it\'s.js";',
    },
  ]);
});
