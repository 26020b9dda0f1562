import * as Tabs from '@radix-ui/react-tabs';
import { paths } from '../../../app/paths';
import { Card, Screen } from '../../../components/ui/screen';
import { AdminContentList, AdminEventList } from '../components/admin-lists';
import { CreateContentForm } from '../components/create-content-form';
import { CreateEventForm } from '../components/create-event-form';

const TAB_CLASS =
  'min-h-11 flex-1 rounded-full text-sm font-semibold text-stage-300 transition-colors data-[state=active]:bg-accent-fill data-[state=active]:text-white';

/** /admin, reachable only by admin and artist (the route guard and the server both check). */
export function AdminScreen() {
  return (
    <Screen title="Admin & Artist Tools" back={{ to: paths.profile, label: 'Back to Profile' }} className="pb-10">
      <Tabs.Root defaultValue="events">
        <Tabs.List aria-label="Admin tools" className="flex gap-1 rounded-full bg-stage-800 p-1">
          <Tabs.Trigger value="events" className={TAB_CLASS}>
            Events
          </Tabs.Trigger>
          <Tabs.Trigger value="content" className={TAB_CLASS}>
            Content
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="events" className="mt-6 focus:outline-none">
          <Card>
            <CreateEventForm />
          </Card>
          <AdminEventList />
        </Tabs.Content>
        <Tabs.Content value="content" className="mt-6 focus:outline-none">
          <Card>
            <CreateContentForm />
          </Card>
          <AdminContentList />
        </Tabs.Content>
      </Tabs.Root>
    </Screen>
  );
}
