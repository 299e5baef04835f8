// Help Center: People (issue 32): inviting colleagues, roles, deactivating a leaver.
export function PeopleHelp() {
  return (
    <section className="cb-card cb-stack" aria-labelledby="people-help">
      <h2 id="people-help">People and roles</h2>
      <p>
        <strong>People</strong> lists everyone who can sign in to your company&apos;s back office,
        with their role, whether they are invited, active or deactivated, and when and how they last
        signed in. <em>Administrators</em> upload, send links, answer questions and manage people;{' '}
        <em>Standard Users</em> can read the Help Center and change their own password.
      </p>
      <p>
        <strong>Invite someone</strong> with their email and a role: they get an email with a link
        that works once, for 7 days, to choose their password (at least 8 characters, with an
        uppercase letter, a lowercase letter and a number). Inviting them again sends a new link and
        the old one stops working.
      </p>
      <p>
        <strong>Change a role</strong> from the list: it counts from their very next click.{' '}
        <strong>Deactivate</strong> someone who left: they are signed out everywhere at once and
        cannot sign in. API tokens they created are revoked, unless you hand them to another
        administrator so the scripts keep working. <strong>Reactivate</strong> lets them sign in
        again with their password. The last active administrator cannot be demoted or deactivated,
        and nobody changes their own role. Every change is in the Activity log.
      </p>
      <p>
        <strong>Single sign-on</strong>: people whose email is in your domains sign in through your
        identity provider. <strong>Require single sign-on</strong> turns their passwords off. If
        your provider has an outage, nobody can sign in then, unless you also turn on{' '}
        <em>Let administrators use their password when the identity provider is down</em>: an
        Administrator&apos;s password then works only while CommissionBee cannot reach your provider
        (we check it ourselves at that moment, not on the word of the person signing in), and each
        such sign-in is in the Activity log. Standard Users never can.
      </p>
      <p>
        <strong>Automatic provisioning (SCIM)</strong>: Microsoft Entra ID or Okta can add, update
        and remove people for you. Give your identity provider the address shown at the bottom of
        the People screen (ending in <code>/scim/v2</code>) and an API token with the{' '}
        <code>scim</code> scope. Someone it adds gets the invitation email; someone it deactivates
        or deletes is signed out at once. If that person is also a rep, their portal link is
        replaced so a link they forwarded stops working (you can turn this off on the People
        screen).
      </p>
    </section>
  );
}
