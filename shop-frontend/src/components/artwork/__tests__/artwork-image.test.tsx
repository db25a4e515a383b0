import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtworkImage, jpgFallbackOf } from '../artwork-image';
import { resolveApiUrl } from '../preload-image';

describe('jpgFallbackOf', () => {
  it('swaps a .webp extension for .jpg and keeps the query', () => {
    expect(jpgFallbackOf('/api/assets/lego.webp')).toBe('/api/assets/lego.jpg');
    expect(jpgFallbackOf('/api/images/g.webp?exp=1&sig=a')).toBe('/api/images/g.jpg?exp=1&sig=a');
    expect(jpgFallbackOf('/api/images/g.png')).toBeUndefined();
  });
});

describe('ArtworkImage', () => {
  it("retries a failed .webp as .jpg, then shows 'Image unavailable'", () => {
    render(<ArtworkImage src="/api/assets/lego.webp" alt="Lego" />);
    const img = screen.getByRole('img', { name: 'Lego' });
    expect(img).toHaveAttribute('src', '/api/assets/lego.webp');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Lego' })).toHaveAttribute('src', '/api/assets/lego.jpg');
    fireEvent.error(screen.getByRole('img', { name: 'Lego' }));
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });

  it("shows 'Image unavailable' at once for a failed non-webp image", () => {
    render(<ArtworkImage src="/x.png" alt="X" />);
    fireEvent.error(screen.getByRole('img', { name: 'X' }));
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });
});

describe('resolveApiUrl', () => {
  it('resolves /api/ paths against the API base and leaves other URLs alone', () => {
    expect(resolveApiUrl('/api/images/a.webp', 'https://api.example.com/api')).toBe(
      'https://api.example.com/api/images/a.webp',
    );
    expect(resolveApiUrl('https://cdn.example.com/a.webp', 'https://api.example.com/api')).toBe(
      'https://cdn.example.com/a.webp',
    );
  });
});
