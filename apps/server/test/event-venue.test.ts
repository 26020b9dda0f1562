import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { outbox, signInEveryRole } from './helpers/session';
import { ticketBody } from './helpers/order-body';

// Events carry a venue name beside their city/address (issue 31): the admin form sets both, the
// shared schema bounds them with a clear 400, and the event page and sale window read them back.
describe(`event venue and on-sale time on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.61.0');
  });
  afterAll(async () => ctx?.close());

  const show = { title: 'Venue Show', eventDate: '2027-06-01T20:00:00Z' };

  it('stores the venue and the city apart, and shows both with the on-sale time', async () => {
    const onSaleAt = '2027-05-01T17:00:00.000Z';
    const made = await as.artist!.post('/api/admin/events', {
      ...show,
      venue: '  The Wiltern ',
      location: 'Los Angeles, CA',
      onSaleAt,
    });
    expect(made.statusCode, made.body).toBe(201);
    const event = (await as.anonymous!.get(`/api/events/${made.json().id}`)).json();
    expect(event).toMatchObject({ venue: 'The Wiltern', location: 'Los Angeles, CA', onSaleAt });
    const listed = (await as.anonymous!.get('/api/events?when=upcoming')).json() as {
      id: string;
      venue: string;
    }[];
    expect(listed.find((e) => e.id === made.json().id)?.venue).toBe('The Wiltern');
  });

  it('copies the location into an empty venue on create only, and edits each on its own', async () => {
    const made = await as.admin!.post('/api/admin/events', { ...show, location: 'Austin, TX' });
    const id = made.json().id as string;
    const read = async () => (await as.fan!.get(`/api/events/${id}`)).json();
    expect(await read()).toMatchObject({ venue: 'Austin, TX', location: 'Austin, TX' });

    expect((await as.admin!.patch(`/api/admin/events/${id}`, { venue: 'Mohawk' })).statusCode).toBe(
      200,
    );
    expect(await read()).toMatchObject({ venue: 'Mohawk', location: 'Austin, TX' });
    // A new address keeps the venue's name.
    await as.admin!.patch(`/api/admin/events/${id}`, { location: '912 Red River St, Austin, TX' });
    expect(await read()).toMatchObject({
      venue: 'Mohawk',
      location: '912 Red River St, Austin, TX',
    });
  });

  it('names the place once in the ticket mail when the venue is the location', async () => {
    const sell = { ...show, location: 'Austin, TX', ticketPriceCents: 2500 };
    // No venue given: it is copied from the location, as every event made before venues was.
    const copied = await as.admin!.post('/api/admin/events', { ...sell, title: 'Copied Venue' });
    const named = await as.admin!.post('/api/admin/events', {
      ...sell,
      title: 'Named Venue',
      venue: 'Mohawk',
    });
    for (const made of [copied, named]) {
      const res = await as.fan!.post(`/api/events/${made.json().id}/tickets`, ticketBody());
      expect(res.statusCode, res.body).toBe(200);
    }
    await ctx.app.jobs.settled();
    const mail = (title: string) =>
      outbox(ctx.config.dataDir).find((m) => m.raw.includes(`Subject: Your tickets for ${title}`))
        ?.raw ?? '';
    expect(mail('Copied Venue')).toContain(', Austin, TX');
    expect(mail('Copied Venue')).not.toContain('Austin, TX, Austin, TX');
    expect(mail('Named Venue')).toContain(', Mohawk, Austin, TX');
  });

  it('refuses a bad venue with a 400 that says why, and fans may not edit one', async () => {
    const long = await as.admin!.post('/api/admin/events', { ...show, venue: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Please keep the venue name to 120 characters.');
    const wrongType = await as.admin!.post('/api/admin/events', { ...show, venue: 42 });
    expect(wrongType.statusCode).toBe(400);
    const longPlace = await as.admin!.post('/api/admin/events', {
      ...show,
      location: 'y'.repeat(201),
    });
    expect(longPlace.statusCode).toBe(400);
    expect(longPlace.body).toContain('Please keep the city or address to 200 characters.');

    const made = await as.admin!.post('/api/admin/events', { ...show, venue: 'Stubb’s' });
    const id = made.json().id as string;
    expect((await as.fan!.patch(`/api/admin/events/${id}`, { venue: 'Mine' })).statusCode).toBe(
      403,
    );
    expect(
      (await as.anonymous!.patch(`/api/admin/events/${id}`, { venue: 'Mine' })).statusCode,
    ).toBe(401);
    const tooLong = await as.admin!.patch(`/api/admin/events/${id}`, { venue: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect((await as.fan!.get(`/api/events/${id}`)).json().venue).toBe('Stubb’s');
  });
});
