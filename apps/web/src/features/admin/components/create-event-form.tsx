import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { adminKeys, createEvent } from '../api/admin-api';

export function CreateEventForm() {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [location, setLocation] = useState('');
  const mutation = useMutation({
    mutationFn: createEvent,
    onSuccess: () => {
      toast.success('Event created successfully!');
      setTitle('');
      setDate('');
      setLocation('');
      void queryClient.invalidateQueries({ queryKey: adminKeys.events() });
    },
    onError: () => toast.error('Failed to create event'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: with the title or date empty, submitting does nothing at all.
    const eventDate = new Date(date);
    if (!title.trim() || !date || Number.isNaN(eventDate.getTime()) || mutation.isPending) return;
    const trimmedLocation = location.trim();
    mutation.mutate({
      title: title.trim(),
      // datetime-local is the admin's wall-clock time; toISOString pins it to an exact instant.
      eventDate: eventDate.toISOString(),
      ...(trimmedLocation ? { location: trimmedLocation } : {}),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Create Event</h2>
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} aria-required />
      <TextField
        label="Date"
        type="datetime-local"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        aria-required
      />
      <TextField
        label="Location"
        hint="Optional"
        value={location}
        onChange={(e) => setLocation(e.target.value)}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating...' : 'Create Event'}
      </Button>
    </form>
  );
}
