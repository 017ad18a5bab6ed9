import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defined } from '@consent/domain';
import { App } from './App';
import './styles.css';

createRoot(defined(document.getElementById('root'), 'the #root element of index.html')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
