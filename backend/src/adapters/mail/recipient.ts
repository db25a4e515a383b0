/** Refuses an empty or malformed recipient before anything is stored or sent (the mail server does the real check). */
export function assertRecipient(to: string): void {
  if (!/^[^\s@]+@[^\s@]+$/.test(to.trim())) throw new Error(`Invalid mail recipient: ${JSON.stringify(to)}`);
}
