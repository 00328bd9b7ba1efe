/** A page with a loader and a short list: what any server-rendered page of the framework costs. */
export function loader() {
  return { items: Array.from({ length: 24 }, (_, i) => ({ id: i, name: `Game ${i + 1}` })) };
}

export default function Home({ loaderData }: { loaderData: { items: { id: number; name: string }[] } }) {
  return (
    <main>
      <h1>Bare page</h1>
      <ul>
        {loaderData.items.map((g) => (
          <li key={g.id}>{g.name}</li>
        ))}
      </ul>
    </main>
  );
}
