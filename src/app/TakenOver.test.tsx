// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT, PAGE_TAKEN_OVER } from '../session/renderedPage';
import { TakenOver } from './TakenOver';

type Sent = { email: string; agreed: boolean; size: string; button: string };

/**
 * A server-rendered form as the shop's are: controlled fields, a submit handler that reads the
 * state, and a second render soon after the first commit (as the session's arrival causes).
 */
function Subscribe({ onSent }: { onSent: (sent: Sent) => void }) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [size, setSize] = useState('a');
  const [, setLater] = useState(false);
  useEffect(() => setLater(true), []);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        onSent({ email, agreed, size, button: submitter?.textContent ?? '' });
      }}
    >
      <input aria-label="E-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input aria-label="Zgoda" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <select aria-label="Rozmiar" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <button type="submit">Zapisz</button>
      <button type="submit">Zapisz i wróć</button>
    </form>
  );
}

function Page({ onSent, takeOver }: { onSent: (sent: Sent) => void; takeOver: boolean }) {
  return (
    <>
      <Subscribe onSent={onSent} />
      {takeOver ? <TakenOver /> : null}
    </>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  const early = window as unknown as Record<string, unknown>;
  delete early[EARLY_INPUT.fields];
  delete early[EARLY_INPUT.submission];
  delete early[PAGE_TAKEN_OVER];
  vi.useRealTimers();
});

/**
 * The server's HTML, filled in and sent by the visitor before any script ran, as index.html's inline
 * script records it; then the app hydrates the page.
 */
async function visitorActsBeforeTheScripts({ takeOver, send }: { takeOver: boolean; send: boolean }) {
  const sent: Sent[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSent={() => undefined} takeOver={takeOver} />);
  document.body.appendChild(container);
  const email = container.querySelector<HTMLInputElement>('input[type=email]')!;
  const agreement = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
  const size = container.querySelector('select')!;
  email.value = 'ktos@firma.pl';
  agreement.checked = true;
  size.value = 'b';
  const early = window as unknown as Record<string, unknown>;
  early[EARLY_INPUT.fields] = [email, agreement, size];
  if (send) {
    const button = container.querySelectorAll('button')[1];
    button.setAttribute(EARLY_INPUT.heldButton, '');
    early[EARLY_INPUT.submission] = { form: container.querySelector('form'), submitter: button };
  }

  vi.useFakeTimers();
  act(() => {
    root = hydrateRoot(container, <Page onSent={(value) => sent.push(value)} takeOver={takeOver} />);
  });
  await act(() => vi.runAllTimersAsync());
  return { sent, email, agreement, size };
}

describe('what a visitor does before the app takes the page over', () => {
  it('is lost without it: the render after hydration writes the state over the fields', async () => {
    const { email, agreement, size } = await visitorActsBeforeTheScripts({ takeOver: false, send: false });
    expect([email.value, agreement.checked, size.value]).toEqual(['', false, 'a']);
  });

  it('stays in the fields and is in the state: the form sends what the fields show', async () => {
    const { sent, email, agreement, size } = await visitorActsBeforeTheScripts({ takeOver: true, send: false });
    expect([email.value, agreement.checked, size.value]).toEqual(['ktos@firma.pl', true, 'b']);
    expect(sent).toEqual([]);
    act(() => container(email).querySelector('form')!.requestSubmit());
    expect(sent).toEqual([{ email: 'ktos@firma.pl', agreed: true, size: 'b', button: '' }]);
  });

  it('sends the form the visitor sent, once, with the button they used and what they typed', async () => {
    const { sent, email } = await visitorActsBeforeTheScripts({ takeOver: true, send: true });
    expect(sent).toEqual([{ email: 'ktos@firma.pl', agreed: true, size: 'b', button: 'Zapisz i wróć' }]);
    expect(email.value).toBe('ktos@firma.pl');
    expect((window as unknown as Record<string, unknown>)[PAGE_TAKEN_OVER]).toBe(true);
    expect(container(email).querySelector(`[${EARLY_INPUT.heldButton}]`)).toBeNull();
  });
});

function container(element: Element): Element {
  return element.closest('div')!;
}
