/** Whether an input names an http(s) url (`https://api.example.com/openapi.yaml`) rather than a file. */
export const isUrl = (input: string): boolean => /^https?:\/\//i.test(input);
