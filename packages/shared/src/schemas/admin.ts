// Bodies of the Admin & Artist Tools forms (spec section 5). The server validates with these; the
// web form shows the same messages, so both reject exactly the same input.
import { z } from 'zod';
import { CONTENT_VISIBILITIES } from '../limits';

export const CreateEventBody = z.object({
  title: z.string().trim().min(1, 'Please enter an event title.'),
  eventDate: z.iso.datetime({
    offset: true,
    error: 'Please choose a date and time for the event.',
  }),
  location: z.string().trim().optional(),
});
export type CreateEventBody = z.infer<typeof CreateEventBody>;

export const CreateContentBody = z.object({
  title: z.string().trim().min(1, 'Please enter a title.'),
  body: z.string().trim().min(1, 'Please write something to post.'),
  visibility: z.enum(CONTENT_VISIBILITIES).default('free'),
});
export type CreateContentBody = z.infer<typeof CreateContentBody>;
export type CreateContentInput = z.input<typeof CreateContentBody>;
