import { LIMITS } from '@petart/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clampPrompt, PromptField } from './prompt-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PromptField label="Add context details (Optional)" multiline value={value} onValueChange={setValue} />
      <output data-testid="sent">{value}</output>
    </>
  );
}

describe('custom prompt field', () => {
  it('shows a counter and the limit, and stops at 500 characters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(LIMITS.customPromptMax).toBe(500);
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Add context details (Optional)' });
    expect(field).toHaveAttribute('maxlength', '500');
    await user.type(field, 'sunset');
    expect(screen.getByText('6/500 characters')).toBeInTheDocument();
  });

  it('a long paste is kept to the limit: what is sent is what the field shows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Add context details (Optional)' });
    await user.click(field);
    await user.paste('x'.repeat(1200));
    expect(field).toHaveValue('x'.repeat(500));
    expect(screen.getByTestId('sent').textContent).toBe('x'.repeat(500));
    expect(screen.getByText('500/500 characters')).toBeInTheDocument();
  });

  it('clampPrompt cuts at the limit only', () => {
    expect(clampPrompt('a'.repeat(501))).toHaveLength(500);
    expect(clampPrompt('short')).toBe('short');
  });
});
