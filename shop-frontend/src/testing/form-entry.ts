import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Puts a value into a field the way a paste does: one change, not a render of the whole page per character. */
export async function enter(user: UserEvent, label: RegExp, value: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

/** The local test gateway's card form, filled with a test card (4242...: succeeds). */
export async function fillTestCard(user: UserEvent, number = '4242424242424242'): Promise<void> {
  await enter(user, /^Card number/, number);
  await enter(user, /^MM\/YY/, '1239');
  await enter(user, /^CVC/, '123');
}
