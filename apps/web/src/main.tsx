// The app's entry. Its code is evaluated in stages, each in a task of its own: an ES module graph
// runs in one go, and React DOM, the router and the app together held a throttled phone's main
// thread for 200-300 ms right after a server-rendered page had painted
// (docs/decisions/014-start-up-in-stages.md). The stages' files are still fetched together (they
// are modulepreloads in index.html, see vite-start-stages.ts); only their evaluation is spread.
import { registerServiceWorker } from './lib/service-worker';
import { yieldToMain } from './lib/yield-to-main';
import './styles.css';

async function start(container: HTMLElement): Promise<void> {
  await import('./app/start-stages/react-dom');
  await yieldToMain();
  await import('./app/start-stages/react-router');
  await yieldToMain();
  const { startApp } = await import('./app/start-app');
  await startApp(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
void start(container);
registerServiceWorker();
