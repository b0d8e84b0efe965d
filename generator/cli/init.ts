export const help = "todo\n";
export async function run(_args: string[]): Promise<number> {
  return 0;
}
