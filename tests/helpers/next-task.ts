/** Resolves in the next task: after the microtasks queued now, as a renderer's own render is. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
