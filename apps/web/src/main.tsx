import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defined } from '@consent/domain';
import { App, createApp } from './App';
import { screenCodeAt } from './routes/routes';
import './styles.css';

// The router is made first: its loaders start the screen's data (and code) at once (ADR 0096). The first render
// waits for the code of the screen the address shows and its forms, so it draws with no fallback (ADR 0092).
const app = createApp();
void screenCodeAt(location.pathname, location.search).then(() => {
  createRoot(defined(document.getElementById('root'), 'the #root element of index.html')).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
});
