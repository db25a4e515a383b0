import { describe, expect, it } from 'vitest';
import {
  averageRating,
  EMPTY_REVIEW_SHOWCASE,
  productRatingOf,
  reviewBodyProblem,
  reviewerName,
  reviewRatingProblem,
  reviewsSectionHtml,
  type ReviewShowcase,
} from './reviews';

const showcase: ReviewShowcase = {
  average: 4.5,
  count: 2,
  reviews: [
    {
      id: 'r1',
      rating: 5,
      body: 'Looks <b>just</b> like "Biscuit" & more',
      authorName: 'Ada L.',
      style: 'watercolor',
      createdAt: '2026-12-01T10:00:00.000Z',
      reply: 'Thank you!',
      photos: [{ url: '/api/reviews/photos/p1', width: 800, height: 600 }],
    },
    {
      id: 'r2',
      rating: 4,
      body: 'Lovely',
      authorName: 'Bo',
      style: null,
      createdAt: '2026-12-02T10:00:00.000Z',
      reply: null,
      photos: [],
    },
  ],
};

describe('the reviews section', () => {
  it('is empty without an approved review: nothing is ever invented', () => {
    expect(reviewsSectionHtml(EMPTY_REVIEW_SHOWCASE)).toBe('');
    expect(productRatingOf(EMPTY_REVIEW_SHOWCASE)).toBeUndefined();
  });

  it('shows the average, the count and each review with its text escaped', () => {
    const html = reviewsSectionHtml(showcase);
    expect(html).toContain('<strong>4.5 out of 5</strong> from 2 reviews');
    expect(html).toContain('Looks &lt;b&gt;just&lt;/b&gt; like &quot;Biscuit&quot; &amp; more');
    expect(html).not.toContain('<b>just</b>');
    expect(html).toContain('Ada L., Watercolor');
    expect(html).toContain('<p class="review-author">Bo</p>');
    expect(html).toContain('<strong>PetArt replied:</strong> Thank you!');
    expect(html.match(/<li class="review"/g)).toHaveLength(2);
    expect(html).toContain('5 out of 5 stars');
  });

  it('loads photos lazily with their width and height (no layout shift)', () => {
    expect(reviewsSectionHtml(showcase)).toContain(
      '<img src="/api/reviews/photos/p1" width="800" height="600" loading="lazy" decoding="async"',
    );
  });

  it("gives the product schema.org's rating of the approved reviews", () => {
    expect(productRatingOf(showcase)).toEqual({
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe('review rules', () => {
  it('takes whole stars from 1 to 5', () => {
    for (const ok of [1, 5, '3']) expect(reviewRatingProblem(ok)).toBeUndefined();
    for (const bad of [0, 6, 4.5, '', 'five', null]) {
      expect(reviewRatingProblem(bad)).toBe('Please rate the print from 1 to 5 stars.');
    }
  });

  it('wants a few lines, not an essay', () => {
    expect(reviewBodyProblem('  ')).toBe('Please write a few lines about your print.');
    expect(reviewBodyProblem('x'.repeat(1001))).toBe('Please keep your review under 1000 characters.');
    expect(reviewBodyProblem('Great')).toBeUndefined();
  });

  it('names the reviewer by first name and last initial only', () => {
    expect(reviewerName('Ada Mary', 'lovelace')).toBe('Ada L.');
    expect(reviewerName('Bo', '')).toBe('Bo');
    expect(reviewerName('', 'Smith')).toBe('A PetArt customer');
  });

  it('averages to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 5])).toBe(4.7);
  });
});
