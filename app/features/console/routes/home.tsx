import { redirect, useLoaderData } from 'react-router';
import { may } from '#contract/console-backend.ts';
import { consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/home';

/** The console's first page: the players of the member's operator (a platform administrator's first). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const [first] = await consoleOf(args).backend.operators(viewer);
  if (first && may(viewer.member.role, 'players')) throw redirect(`/console/${first.code}/players`);
  return { email: viewer.member.email };
}

export default function Home() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Welcome</h1>
      <p>Signed in as {email}.</p>
    </>
  );
}
