import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { REVIEWS_PLACEHOLDER, reviewsSectionHtml } from '@petart/domain';
import { createContext, useContext } from 'react';
import { useGetPublicReviewsQuery, type GetPublicReviewsApiArg } from '../../api/enhanced-api';

/** The argument the landing page asks with: every style. */
export const LANDING_REVIEWS_ARG: GetPublicReviewsApiArg = {};

/**
 * True only while scripts/prerender.mjs renders a page: the reviews are written in as the server sends the page
 * (backend/src/platform/http/live-page.ts), so the prerender leaves their placeholder. The app never provides it.
 */
export const PrerenderLiveParts = createContext(false);

/**
 * The approved reviews, their average and count (docs/decisions.md D-311): the domain's `reviewsSectionHtml`, the
 * same HTML the server writes into the prerendered landing page, so the page as sent is what the app adopts. Nothing
 * while there is no approved review (never an invented one). Light on purpose: plain HTML, lazy photos with their
 * size, styles over its class names.
 */
export function ReviewsShowcase({ style, heading }: { style?: string; heading?: string }) {
  const prerendering = useContext(PrerenderLiveParts);
  // The answer for this style only: while another style's reviews load, the last style's are not shown under its name.
  const { currentData: data } = useGetPublicReviewsQuery(style ? { style } : LANDING_REVIEWS_ARG, {
    skip: prerendering,
  });
  const html = prerendering ? REVIEWS_PLACEHOLDER : data ? reviewsSectionHtml(data, heading) : '';
  return (
    <Container maxWidth="lg" sx={{ '&:has(> div:empty)': { display: 'none' } }}>
      <Box
        data-testid="reviews"
        id={style ? undefined : 'reviews'}
        sx={{
          py: { xs: 4, md: 6 },
          '& .reviews-heading': { typography: 'h2', textAlign: 'center', m: 0, mb: 1 },
          '& .reviews-summary': { textAlign: 'center', color: 'text.secondary', mt: 0, mb: 3 },
          '& .reviews-summary > span, & .review-rating > span[aria-hidden]': { color: 'warning.dark' },
          '& .reviews-list': {
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          },
          '& .review': { bgcolor: 'background.paper', borderRadius: 2, p: 2, boxShadow: 1 },
          '& .review p': { m: 0, mb: 1 },
          '& .review-sr': {
            // In px: sx reads 1 as 100 %, which stretched the hidden text past the screen's right edge.
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
          '& .review-photos': { display: 'flex', gap: 1, mb: 1 },
          '& .review-photos img': {
            width: 96,
            height: 'auto',
            aspectRatio: 'auto',
            borderRadius: 1,
            objectFit: 'cover',
          },
          '& .review-author': { fontWeight: 700 },
          '& .review-reply': { color: 'text.secondary', fontSize: '0.875rem' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Container>
  );
}
