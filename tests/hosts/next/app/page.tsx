// A server component: the tags and their attributes are in the server's HTML, and upgrade in the browser once the
// client component below has imported the package. A bare list first; the page-wide api-base only on a later tag.
// Rendered per request, with the API's origin from ?api= (the reference server's port changes on every run).
import type {} from 'sport-widgets/jsx-react';
import Widgets from './Widgets';

export default async function Page({ searchParams }: { searchParams: Promise<{ api?: string }> }) {
  const { api } = await searchParams;
  return (
    <main>
      <Widgets />
      <sport-match-list sport="football" lang="ENG" theme="dark" />
      <sport-bet-slip api-base={api} />
    </main>
  );
}
