import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDto } from '../../../api/enhanced-api';
import { server } from '../../../testing/msw-server';
import { apiUrl } from '../../../testing/msw-handlers';
import { journeyHandlers, sessionFixture } from '../../../testing/journey-fixtures';
import { renderApp } from '../../../testing/render-app';
import { RESULTS_TIMING, sessionPending } from '../results-rules';

vi.setConfig({ testTimeout: 20_000 });

const img = '/api/images/generated/g1.webp?exp=1&sig=s1';

describe('results polling (only while something is pending)', () => {
  it.each([
    [undefined, false, true, 'no data yet'],
    [{ generatedImages: [], aiJobStatus: 'pending' }, false, true, 'no image yet, wait not over'],
    [{ generatedImages: [], aiJobStatus: 'pending' }, true, false, "'No Images Generated' shown"],
    [{ generatedImages: [img], aiJobStatus: 'processing' }, false, true, 'a refinement runs'],
    [{ generatedImages: [img], aiJobStatus: 'completed' }, false, false, 'finished'],
    [{ generatedImages: [img], aiJobStatus: 'failed' }, false, false, 'failed, images kept'],
  ] as const)('%j (no-images shown: %s) -> %s: %s', (session, noImages, expected, _why) => {
    expect(sessionPending(session, noImages)).toBe(expected);
  });

  function countSessionCalls(session: SessionDto) {
    const calls = { count: 0 };
    server.use(...journeyHandlers(session));
    server.use(
      http.get(apiUrl('/sessions/:id'), () => {
        calls.count += 1;
        return HttpResponse.json(session);
      }),
    );
    return calls;
  }

  it('stops asking once the session is finished', async () => {
    const calls = countSessionCalls(
      sessionFixture({ generatedImages: [img], selectedStyle: 'Watercolor', aiJobStatus: 'completed' }),
    );
    renderApp('/app/results/s1');
    await screen.findAllByTestId('version-thumb');
    await new Promise((resolve) => setTimeout(resolve, RESULTS_TIMING.pollMs * 2 + 500));
    expect(calls.count).toBe(1);
  });

  it('keeps polling every 2 s while a generation is processing', async () => {
    const calls = countSessionCalls(
      sessionFixture({ generatedImages: [img], selectedStyle: 'Watercolor', aiJobStatus: 'processing' }),
    );
    renderApp('/app/results/s1');
    await screen.findAllByTestId('version-thumb');
    await new Promise((resolve) => setTimeout(resolve, RESULTS_TIMING.pollMs * 2 + 500));
    expect(calls.count).toBeGreaterThanOrEqual(2);
  });
});
