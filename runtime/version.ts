/** The released version of routegen, as package.json has it (a unit test keeps the two equal). */
export const VERSION = "0.1.0";
