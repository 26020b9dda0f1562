// Home's date texts in the page's language: the upcoming lives' times (liveWhen, also the schedule
// form) and the upcoming events' card days (eventDayLabel), English exactly as before.
import { describe, expect, it } from 'vitest';
import { liveWhen } from '../src/lib/live/scheduled-live-actions';
import { eventDayLabel } from '../src/lib/catalog/event-link';

// Sunday 21 February 2027, 7 pm in this machine's own zone (liveWhen writes the member's zone).
const sundayEvening = new Date(2027, 1, 21, 19, 0).toISOString();

describe('liveWhen (Home upcoming lives, the schedule form)', () => {
  it('writes English as before: a day-first date and an American time', () => {
    const when = liveWhen(sundayEvening);
    expect([when.day, when.month, when.date]).toEqual(['21', 'Feb', 'Sun 21 Feb']);
    // ICU puts a narrow no-break space before PM; the spec's text reads '7:00 PM'.
    expect(when.time).toMatch(/^7:00\sPM$/);
    expect(liveWhen(sundayEvening, 'en')).toEqual(when);
  });

  it('writes Japanese and Spanish words and clocks, the tile keeping a bare day number', () => {
    expect(liveWhen(sundayEvening, 'ja')).toEqual({
      day: '21',
      month: '2月',
      date: '2月21日(日)',
      time: '19:00',
    });
    expect(liveWhen(sundayEvening, 'es')).toEqual({
      day: '21',
      month: 'feb',
      date: 'dom, 21 feb',
      time: '19:00',
    });
  });
});

describe('eventDayLabel (Home upcoming events)', () => {
  const oneDay = { startDay: '2027-03-31', endDay: null };
  const sameMonth = { startDay: '2027-03-15', endDay: '2027-03-16' };
  const twoMonths = { startDay: '2027-03-31', endDay: '2027-04-01' };

  it('keeps the English as before', () => {
    expect(eventDayLabel(oneDay)).toBe('31 Mar');
    expect(eventDayLabel(sameMonth)).toBe('15 and 16 Mar');
    expect(eventDayLabel(twoMonths, 'en')).toBe('31 Mar and 1 Apr');
    expect(eventDayLabel({ startDay: '', endDay: null })).toBe('');
  });

  it("joins two days with the language's own 'and' and writes its own dates", () => {
    expect(eventDayLabel(oneDay, 'es')).toBe('31 mar');
    expect(eventDayLabel(sameMonth, 'es')).toBe('15 mar y 16 mar');
    expect(eventDayLabel(twoMonths, 'pt-BR')).toBe('31 de mar. e 1 de abr.');
    expect(eventDayLabel(sameMonth, 'ja')).toBe('3月15日、3月16日');
    expect(eventDayLabel(twoMonths, 'ko')).toBe('3월 31일 및 4월 1일');
  });
});
