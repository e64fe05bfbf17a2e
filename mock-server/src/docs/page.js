// The API reference's page: Scalar's renderer over the reference's copy of the contract
// (/__mock/docs/openapi.json), and the bar above it, where a QA persona signs in and its token
// becomes the `Authorization` of every try-it request. Runs in the browser, as it is.
(() => {
  const STORAGE = 'hj-mock-docs-session';
  const QA_CODE = '1234';
  const Scalar = window.Scalar;

  /** The signed-in persona of this tab ({ token, who, kind }), kept across reloads. */
  const session = {
    read() {
      try {
        return JSON.parse(sessionStorage.getItem(STORAGE) ?? 'null');
      } catch {
        return null;
      }
    },
    write(value) {
      if (value) sessionStorage.setItem(STORAGE, JSON.stringify(value));
      else sessionStorage.removeItem(STORAGE);
    },
  };

  /** The renderer's configuration: offline (no fonts, agent or services of Scalar's), try-it here. */
  function configuration(token) {
    return {
      url: '/__mock/docs/openapi.json',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      showDeveloperTools: 'never',
      // No tag open at load: the sidebar lists the tags, and a tag renders its operations when it
      // is opened there, linked to or scrolled to. With every tag open, the page rendered all the
      // operations before it took a click: 24 processor-seconds on a busy two-core machine (8 with
      // no tag open, 12 with the first).
      defaultOpenAllTags: false,
      defaultOpenFirstTag: false,
      showOperationId: true,
      // the copy carries the mock's own headers: the contract itself is openapi/dist/openapi.yaml
      documentDownloadType: 'none',
      persistAuth: false,
      authentication: { preferredSecurityScheme: 'token', securitySchemes: { token: { value: token ?? '' } } },
      defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
    };
  }

  if (!Scalar) {
    document.getElementById('reference').textContent = "The renderer did not load: see /__mock/docs/scalar.js (npm install puts it in node_modules).";
    return;
  }
  const reference = Scalar.createApiReference('#reference', configuration(session.read()?.token));

  const panel = document.getElementById('personas');
  const list = document.getElementById('persona-list');
  const status = document.getElementById('session');
  const signOut = document.getElementById('sign-out');

  function show(current, error) {
    status.dataset.state = error ? 'error' : current ? 'signed-in' : 'signed-out';
    status.textContent = error ?? (current ? `Signed in: ${current.who} (${current.kind} token ${current.token.slice(0, 14)}…)` : 'Not signed in');
    signOut.hidden = !current;
  }

  function use(current) {
    session.write(current);
    reference.updateConfiguration(configuration(current?.token));
    show(current);
  }

  /** An answer's payload, or throws its message (the envelope's `msg` when its code is a failure). */
  async function payload(response) {
    const body = await response.json().catch(() => null);
    if (!response.ok || !body || ![0, 200, '0'].includes(body.code)) throw new Error(body?.msg || `HTTP ${response.status}`);
    return body.json;
  }

  async function signIn(persona, kind) {
    show(session.read(), `Signing in ${persona.name}…`);
    try {
      const json =
        kind === 'supply-chain'
          ? await payload(await fetch(`/openapi/v1/vue/scLogin?${new URLSearchParams({ code: QA_CODE, phone: persona.phone })}`))
          : await payload(await fetch('/login/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: persona.phone, code: QA_CODE, type: 1 }) }));
      use({ token: json.token, who: `${persona.name} · ${persona.label}`, kind });
      panel.open = false;
    } catch (error) {
      show(session.read(), `Sign-in failed: ${error.message}`);
    }
  }

  /** A button of a persona's row, described by the persona it signs in. */
  function button(text, describedBy, onClick) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute('aria-describedby', describedBy);
    b.addEventListener('click', onClick);
    return b;
  }

  async function listPersonas() {
    const response = await fetch('/__mock/personas').catch(() => null);
    if (!response?.ok) {
      list.innerHTML = '<li>Personas sign in on the sample backend (the default mode of <code>npm run mock</code>). Here, paste a token in a request\'s Auth.</li>';
      return;
    }
    const personas = await response.json();
    list.replaceChildren(
      ...personas.map((persona) => {
        const item = document.createElement('li');
        const who = document.createElement('span');
        who.className = 'persona-who';
        who.id = `persona-${persona.key}`;
        who.textContent = `${persona.name} · ${persona.label}`;
        const detail = document.createElement('small');
        detail.textContent = `${persona.phone} · ${persona.email}`;
        who.append(detail);
        item.append(who, button('Sign in', who.id, () => signIn(persona, 'portal')));
        if (persona.supplyChain) item.append(button('Supply-chain sign in', who.id, () => signIn(persona, 'supply-chain')));
        return item;
      }),
    );
  }

  // The personas' list closes like a menu: Escape, or a click elsewhere.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && panel.open) panel.open = false;
  });
  document.addEventListener('click', (event) => {
    if (panel.open && !panel.contains(event.target)) panel.open = false;
  });

  signOut.addEventListener('click', () => {
    const current = session.read();
    if (current?.kind === 'portal') fetch('/login/logout', { method: 'POST', headers: { authorization: current.token } }).catch(() => {});
    use(null);
  });

  show(session.read());
  listPersonas();
})();
