export default function Home() {
  return <main>Giro</main>;
}
