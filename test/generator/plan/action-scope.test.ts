import { describe, expect, it } from "vitest";
import { actionScope } from "../../../generator/plan/action-scope.js";
import { scopeOf } from "../../../generator/plan/scope.js";
import { route } from "../../support/model.js";

describe("actionScope", () => {
  // given a path's url and fragment, want the scope of its route when its path has no word: the noun
  // of the action it names, singular.
  it.each([
    ["/", "Action=DescribeInstances", "instance"],
    ["/", "Action=RunInstances", "instance"],
    ["/", "Action=CreateVpc", "vpc"],
    ["/", "Action=DescribeVpcs", "vpc"],
    ["/", "Action=AcceptTransitGatewayPeeringAttachment", "transit"],
    ["/", "Action=ListPolicies", "policy"],
    ["/", "Action=DescribeAddresses", "address"],
    ["/", "X-Amz-Target=TrentService.ListAliases", "alias"],
    ["/", "X-Amz-Target=TrentService.CreateAlias", "alias"],
    ["/", "Action=GetAccountStatus", "account"],
    ["/", "Action=DescribeDBInstances", "db-instance"],
    ["/", "Action=CreateDBClusterSnapshot", "db-cluster"],
    ["/", "Action=ListMFADevices", "mfa-device"],
    ["/", "Action=ListWebACLs", "web"],
    ["/", "Action=ListACLs", "acl"],
    ["/", "Action=EnableEbsEncryptionByDefault", "ebs"],
    ["/", "X-Amz-Target=DynamoDB_20120810.BatchGetItem", "item"],
    ["/", "X-Amz-Target=DynamoDB_20120810.TransactWriteItems", "item"],
    ["/", "X-Amz-Target=SageMaker.CreateModel", "model"],
    ["/{AccountNumber}/{QueueName}/", "Action=ChangeMessageVisibility", "message"],
    ["/", "Action=DescribeInstances&Version=2016-11-15", "instance"],
    ["/?Action=DescribeInstances", undefined, "instance"],
    ["/v1/{name}:cancel?Action=GetStatus&x=1", undefined, "status"],
    // No noun after the verb, no action, or none that is a name.
    ["/", "X-Amz-Target=DynamoDB_20120810.Query", undefined],
    ["/", "Action=", undefined],
    ["/", "add_link", undefined],
    ["/", "Action=get-things", undefined],
    ["/", "Action={action}", undefined],
    ["/", undefined, undefined],
    ["/{id}", undefined, undefined],
  ])("actionScope(%j, %j) is %j", (url, fragment, want) => {
    expect(actionScope(url, fragment)).toBe(want);
  });

  it("scopes a route whose path has no word by its action, after its operationId prefix, tags and path words", () => {
    expect(
      scopeOf(
        route({ method: "GET", url: "/", operationId: "GET_DescribeInstances", fragment: "Action=DescribeInstances" }),
      ),
    ).toBe("instance");
    expect(
      scopeOf(
        route({
          method: "POST",
          url: "/",
          operationId: "CreateTable",
          fragment: "X-Amz-Target=DynamoDB_20120810.CreateTable",
        }),
      ),
    ).toBe("table");
    expect(
      scopeOf(
        route({ method: "POST", url: "/", operationId: "Query", fragment: "X-Amz-Target=DynamoDB_20120810.Query" }),
      ),
    ).toBe("api");
    expect(scopeOf(route({ method: "GET", url: "/", tags: ["ec2"], fragment: "Action=DescribeInstances" }))).toBe(
      "ec2",
    );
    expect(scopeOf(route({ method: "GET", url: "/files/{id}", fragment: "Action=DescribeInstances" }))).toBe("files");
  });
});
