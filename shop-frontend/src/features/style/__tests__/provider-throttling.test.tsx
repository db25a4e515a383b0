import { classifyError } from '@petart/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GenerationErrorDialog } from '../components/generation-error-dialog';

const noop = () => undefined;
const LIMIT_TEXT = "You've reached the limit of 5 AI generations in 5 minutes";

describe("the image provider's throttling is not blamed on the customer", () => {
  it('a 429 answered as QUOTA_EXCEEDED shows Service Temporarily Unavailable', () => {
    const type = classifyError({
      status: 429,
      body: { errorType: 'QUOTA_EXCEEDED', message: 'Our image generation service is busy' },
    }).type;
    expect(type).toBe('QUOTA_EXCEEDED');
    render(
      <GenerationErrorDialog
        failure={{ type, message: 'x', status: 429 }}
        onGoBack={noop}
        onRetry={noop}
        onUploadDifferent={noop}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Service Temporarily Unavailable' })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(LIMIT_TEXT))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Generation Again' })).not.toBeInTheDocument();
  });

  it('only our own limit (RATE_LIMIT) shows the 5-generations message', () => {
    render(
      <GenerationErrorDialog
        failure={{ type: 'RATE_LIMIT', message: 'x', status: 429 }}
        onGoBack={noop}
        onRetry={noop}
        onUploadDifferent={noop}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Generation Limit Reached' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(LIMIT_TEXT))).toBeInTheDocument();
  });
});
