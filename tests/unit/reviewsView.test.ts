import { describe, expect, it } from 'vitest';
import { averageRating, breakdownRows, categoryRating, categoryTabs, photoStrip, ratingLabel, reviewCountText, reviewListView, reviewText } from '../../src/model/reviewsView';

const review = (rating: number) => ({ rating, title: 't', text: 'x', user: { username: 'u' }, trip_type: 'Solo', published_date: '2025-01-01' });

describe('reviews view', () => {
  it('labels: Excellent >= 4.5, Very Good >= 4, Good >= 3, Fair >= 2, else Poor', () => {
    expect([5, 4.5, 4.49, 4, 3.99, 3, 2.99, 2, 1.99, 0].map(ratingLabel)).toEqual([
      'Excellent', 'Excellent', 'Very Good', 'Very Good', 'Good', 'Good', 'Fair', 'Fair', 'Poor', 'Poor',
    ]);
  });

  it('shows the first 4 with "View N more", all with "Show less", nothing to toggle at 4 or fewer', () => {
    const six = [5, 5, 5, 5, 1, 1].map(review);
    const collapsed = reviewListView(six, false);
    expect(collapsed.shown).toHaveLength(4);
    expect(collapsed.hiddenCount).toBe(2);
    expect(collapsed.toggleLabel).toBe('View 2 more');
    const expanded = reviewListView(six, true);
    expect(expanded.shown).toHaveLength(6);
    expect(expanded.toggleLabel).toBe('Show less');
    expect(reviewListView(six.slice(0, 4), false).toggleLabel).toBeNull();
    expect(reviewListView([], false)).toEqual({ shown: [], hiddenCount: 0, toggleLabel: null });
  });

  it('scores a category from all the reviews its list pages through, never from the 4 on show', () => {
    const six = [5, 5, 5, 5, 1, 1].map(review);
    expect(reviewListView(six, false)).not.toHaveProperty('average');
    expect(categoryRating(six)).toEqual({ average: 3.7, label: 'Good', count: 6 });
    expect(averageRating([review(4), review(5), review(4)])).toBe(4.3);
  });

  it("a category's score comes from all its reviews, with their count", () => {
    const six = [5, 5, 5, 5, 1, 1].map(review);
    expect(categoryRating(six)).toEqual({ average: 3.7, label: 'Good', count: 6 });
    expect(categoryRating([])).toEqual({ average: null, label: null, count: 0 });
    expect([reviewCountText(1), reviewCountText(18), reviewCountText(1200)]).toEqual(['1 review', '18 reviews', '1,200 reviews']);
  });

  it('"Read more" only for reviews over 150 characters', () => {
    const exact = 'a'.repeat(150);
    expect(reviewText(exact, false)).toEqual({ text: exact, toggleLabel: null });
    const long = `${'word '.repeat(40)}end`;
    const short = reviewText(long, false);
    expect(short.toggleLabel).toBe('Read more');
    expect(short.text.length).toBeLessThanOrEqual(153);
    expect(short.text.endsWith('...')).toBe(true);
    expect(reviewText(long, true)).toEqual({ text: long, toggleLabel: 'Read less' });
  });

  it('breakdown rows Excellent, Very Good, Good, Average, Poor with percentages', () => {
    expect(breakdownRows([{ type: 'Good', percentage: 30 }, { type: 'Excellent', percentage: 50 }, { type: 'Poor', percentage: 120 }])).toEqual([
      { band: 'Excellent', percentage: 50 },
      { band: 'Very Good', percentage: 0 },
      { band: 'Good', percentage: 30 },
      { band: 'Average', percentage: 0 },
      { band: 'Poor', percentage: 100 },
    ]);
  });

  it('up to 5 photos with "+N" for the rest', () => {
    expect(photoStrip([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0, moreLabel: null });
    expect(photoStrip([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ shown: [1, 2, 3, 4, 5], more: 3, moreLabel: '+3' });
  });

  it('category tabs keep the server order without duplicates', () => {
    expect(categoryTabs([{ categoryName: 'Everyone' }, { categoryName: 'Couples' }, { categoryName: 'Everyone' }])).toEqual(['Everyone', 'Couples']);
  });
});
