/** The CMS has no password of its own: editors continue with their portal sign-in (auth/portal-session.ts). */
export function PortalSignIn() {
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <p>Die Redaktion meldet sich mit dem Portal-Konto an (nur Administratorinnen und Administratoren).</p>
      <p>
        <a className="btn btn--style-primary" href="/api/cms/sign-in">
          Mit der Portal-Anmeldung fortfahren
        </a>
      </p>
      <p>
        Noch nicht angemeldet? <a href="/login">Zuerst im Portal anmelden</a>.
      </p>
    </div>
  );
}
