// A pretend request's delay.
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
