import { Discerns } from './discerns.js';
import { Header } from './header.js';
import { Providers } from './providers.js';

export function App() {
  return (
    <Providers>
      <Header />
      <main>
        <Discerns />
      </main>
    </Providers>
  );
}
