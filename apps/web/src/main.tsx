import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defined } from '@consent/domain';
import { App } from './App';
import { screenCodeAt } from './routes/routes';
import './styles.css';

// The first render waits for the code of the screen the address shows, so it draws with no fallback (ADR 0092).
void screenCodeAt(location.pathname).then(() => {
  createRoot(defined(document.getElementById('root'), 'the #root element of index.html')).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
