import { describe, expect, it } from 'vitest';
import { generatedImage } from '../src/generated-image';
import {
  Album,
  ClubEvent,
  ContentPost,
  ExclusiveClip,
  Product,
  Track,
} from '../src/schemas/catalog';

const image = generatedImage('album-1', [400, 800], 1);

describe('catalogue schemas', () => {
  it('accepts an event and rejects a bad date or price', () => {
    const event = {
      id: 'e1',
      slug: 'rolling-loud',
      title: 'Rolling Loud',
      eventDate: '2027-03-15T19:00:00.000Z',
      endDate: null,
      timeZone: 'America/Los_Angeles',
      startDay: '2027-03-15',
      endDay: null,
      location: 'Inglewood, CA',
      venue: 'Hollywood Park',
      description: '',
      image,
      isVipOnly: true,
      ticketPriceCents: 4500,
      onSaleAt: '2027-01-15T18:00:00.000Z',
      publicAt: null,
      ticketsPerMember: 4,
      presaleCodes: true,
    };
    expect(ClubEvent.parse(event)).toEqual(event);
    expect(ClubEvent.safeParse({ ...event, eventDate: '15 Mar' }).success).toBe(false);
    expect(ClubEvent.safeParse({ ...event, ticketPriceCents: 45.5 }).success).toBe(false);
    expect(ClubEvent.safeParse({ ...event, startDay: '15/03/2027' }).success).toBe(false);
  });

  it('accepts albums with a calendar release date only', () => {
    const album = {
      id: 'a1',
      slug: 'late-bloom',
      title: 'Late Bloom',
      artistName: 'Aria Monroe',
      description: '',
      coverImage: null,
      releaseDate: '2026-09-12',
    };
    expect(Album.parse(album)).toEqual(album);
    expect(Album.safeParse({ ...album, releaseDate: '2026-13-01' }).success).toBe(false);
  });

  it('accepts a locked track and rejects a negative duration', () => {
    const track = {
      id: 't1',
      slug: 'intro',
      albumId: null,
      albumTitle: null,
      coverImage: null,
      trackNumber: 1,
      title: 'Intro',
      isPremium: true,
      durationSeconds: 185,
      createdAt: '2026-01-01T00:00:00Z',
      locked: true,
    };
    expect(Track.parse(track)).toEqual(track);
    expect(Track.safeParse({ ...track, durationSeconds: -1 }).success).toBe(false);
  });

  it('lets locked clips and posts carry no media or body, but only known tiers', () => {
    const clip = {
      id: 'c1',
      slug: 'backstage',
      title: 'Backstage',
      description: '',
      thumbnail: null,
      requiredTier: 'vip',
      locked: true,
      videoUrl: null,
    };
    expect(ExclusiveClip.safeParse(clip).success).toBe(true);
    expect(ExclusiveClip.safeParse({ ...clip, requiredTier: 'gold' }).success).toBe(false);
    const post = {
      id: 'p1',
      title: 'Hello',
      contentType: 'text',
      requiredTier: 'fanplus',
      image: null,
      createdAt: '2026-01-01T00:00:00Z',
      locked: true,
      body: null,
    };
    expect(ContentPost.safeParse(post).success).toBe(true);
  });

  it('accepts products with size or format variants only from the spec lists', () => {
    const product = {
      id: 2,
      slug: 'tee',
      name: 'New Baby Tee - White',
      type: 'tee',
      priceCents: 3500,
      colour: 'White',
      description: 'Tee',
      image,
      variants: [{ id: 'v1', size: 'XS', format: null, inStock: true }],
      requiredTier: null,
      dropsAt: null,
      perMemberLimit: null,
    };
    expect(Product.safeParse(product).success).toBe(true);
    expect(
      Product.safeParse({ ...product, requiredTier: 'vip', dropsAt: '2026-11-30T18:00:00Z' })
        .success,
    ).toBe(true);
    expect(Product.safeParse({ ...product, requiredTier: 'gold' }).success).toBe(false);
    expect(
      Product.safeParse({
        ...product,
        variants: [{ id: 'v', size: 'XXXL', format: null, inStock: true }],
      }).success,
    ).toBe(false);
    expect(Product.safeParse({ ...product, colour: 'Green' }).success).toBe(false);
  });
});
