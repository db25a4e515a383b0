import { LIMITS } from '@petart/domain';
import { describe, expect, it } from 'vitest';
import { photoProblem, validateReply, validateReport } from '../claim-form';

const photo = (type = 'image/jpeg', size = 1000) => ({ type, size });
const complete = {
  reason: 'print_fault' as const,
  lineIds: ['line-1'],
  photos: [photo()],
  description: 'A smudge on the ear.',
};

describe('the report form checks', () => {
  it('passes a complete report', () => {
    expect(validateReport(complete)).toEqual({});
  });

  it('names every missing part, with the server words where it has them', () => {
    expect(validateReport({ reason: '', lineIds: [], photos: [], description: '   ' })).toEqual({
      reason: 'Please choose what went wrong.',
      lineIds: 'Please choose at least one item of the order.',
      photos: 'Please add 1 to 5 photos of the problem.',
      description: 'Please describe the problem.',
    });
  });

  it('refuses a sixth photo, an oversized one, a typed non-image and text over 2000 characters', () => {
    expect(validateReport({ ...complete, photos: Array.from({ length: 6 }, () => photo()) }).photos).toBe(
      'Please add at most 5 photos.',
    );
    expect(
      validateReport({ ...complete, photos: [photo(), photo('image/png', LIMITS.uploadMaxBytes + 1)] })
        .photos,
    ).toBe('Photo 2: A photo is larger than 10MB. Please choose a smaller image.');
    expect(validateReport({ ...complete, photos: [photo('application/pdf')] }).photos).toBe(
      'Photo 1: This file is not an image. Please choose a photo.',
    );
    expect(validateReport({ ...complete, description: 'x'.repeat(2001) }).description).toBe(
      'Please keep it under 2000 characters.',
    );
  });

  it('leaves the formats to the server: any image type, and files the system gives no type (HEIC by name)', () => {
    expect(photoProblem(photo('image/heic'), 1)).toBeNull();
    expect(photoProblem(photo(''), 1)).toBeNull();
    expect(photoProblem(photo('IMAGE/PNG'), 1)).toBeNull();
  });
});

describe('the answer form checks', () => {
  it('needs a message; photos are optional, up to 5', () => {
    expect(validateReply({ message: ' ', photos: [] })).toEqual({ message: 'Please write your answer.' });
    expect(validateReply({ message: 'Here is the box.', photos: [] })).toEqual({});
    expect(validateReply({ message: 'Here.', photos: Array.from({ length: 6 }, () => photo()) })).toEqual({
      photos: 'Please add at most 5 photos.',
    });
  });
});
