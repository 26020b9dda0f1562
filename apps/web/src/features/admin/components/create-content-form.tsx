import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CONTENT_VISIBILITIES, DEFAULT_CONTENT_VISIBILITY } from '@fanclub/shared/limits';
import type { ContentVisibility } from '@fanclub/shared/limits';
import { isTier } from '@fanclub/shared/roles';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { adminKeys, createContent } from '../api/admin-api';

const VISIBILITY_OPTIONS = CONTENT_VISIBILITIES.map((value) => ({ value, label: value }));

export function CreateContentForm() {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<ContentVisibility>(DEFAULT_CONTENT_VISIBILITY);
  const mutation = useMutation({
    mutationFn: createContent,
    onSuccess: () => {
      toast.success('Content created successfully!');
      setTitle('');
      setBody('');
      setVisibility(DEFAULT_CONTENT_VISIBILITY);
      void queryClient.invalidateQueries({ queryKey: adminKeys.content() });
    },
    onError: () => toast.error('Failed to create content'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // Like the event form, an incomplete post is simply not sent (title and body are required).
    if (!title.trim() || !body.trim() || mutation.isPending) return;
    mutation.mutate({ title: title.trim(), body: body.trim(), visibility });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Create Content</h2>
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} aria-required />
      <TextArea label="Body" value={body} onChange={(e) => setBody(e.target.value)} aria-required rows={5} />
      <SelectField
        label="Visibility"
        value={visibility}
        onValueChange={(value) => {
          if (isTier(value)) setVisibility(value);
        }}
        options={VISIBILITY_OPTIONS}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating...' : 'Create Content'}
      </Button>
    </form>
  );
}
