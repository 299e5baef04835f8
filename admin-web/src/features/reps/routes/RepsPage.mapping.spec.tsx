import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { aUser } from '../../../testing/builders';
import { renderApp, signedInAs } from '../../../testing/render-app';

const EMPTY_PAGE = { rows: [], total: 0, page: 1, pages: 1 };

const csv = (text: string, name = 'ids.csv') => new File([text], name, { type: 'text/csv' });

async function choose(file: File) {
  const form = await screen.findByRole('form', { name: 'Employee IDs for payroll' });
  const input = within(form).getByLabelText(/Choose mapping CSV/);
  fireEvent.change(input, { target: { files: [file] } });
  return form;
}

describe('Reps: the employee ID mapping upload', () => {
  it('offers a template with the four columns and a file picker that names the chosen file', async () => {
    signedInAs(aUser(), { 'GET /bee/reps': { body: EMPTY_PAGE } });
    renderApp('/bee/reps');
    const template = await screen.findByRole('link', { name: 'Download a template' });
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain(
      'Rep Email,Employee ID,First Name,Last Name\r\n',
    );
    expect(template.getAttribute('download')).toBe('employee-id-mapping.csv');
    const upload = screen.getByRole('button', { name: 'Upload mapping' });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No file chosen')).toBeTruthy();

    await choose(csv('Rep Email,Employee ID,First Name,Last Name\n', 'march ids.csv'));
    expect(screen.getByText('march ids.csv')).toBeTruthy();
    expect((upload as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the rows to fix and sends nothing when the file fails the shared check', async () => {
    const api = signedInAs(aUser(), { 'GET /bee/reps': { body: EMPTY_PAGE } });
    renderApp('/bee/reps');
    await choose(csv('Rep Email,Employee ID,First Name,Last Name\nnot-an-email,E 1,A,B\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload mapping' }));
    const alert = await screen.findByText(/Nothing was saved/);
    expect(alert.textContent).toContain(
      'Row 2, Rep Email: Rep Email must be a valid email address',
    );
    expect(alert.textContent).toContain('Row 2, Employee ID:');
    expect(api.callsTo('POST', '/bee/reps/mapping')).toHaveLength(0);
  });

  it("says how many reps were saved, and shows the server's row problems when it refuses", async () => {
    let refuse = false;
    const api = signedInAs(aUser(), {
      'GET /bee/reps': { body: EMPTY_PAGE },
      'POST /bee/reps/mapping': () =>
        refuse
          ? {
              status: 400,
              body: {
                code: 'REPS_MAPPING_INVALID',
                message: 'Invalid mapping CSV.',
                issues: [
                  {
                    row: 2,
                    column: 'Rep Email',
                    message: 'No rep with this email in the ledger or the rep list',
                  },
                ],
              },
            }
          : { body: { message: 'success', rows: 2, changed: 2 } },
    });
    renderApp('/bee/reps');
    const good =
      'Rep Email,Employee ID,First Name,Last Name\na@x.example,E1,A,B\nb@x.example,E2,,\n';
    await choose(csv(good));
    fireEvent.click(screen.getByRole('button', { name: 'Upload mapping' }));
    expect(await screen.findByText('Saved 2 reps.')).toBeTruthy();
    expect(api.callsTo('POST', '/bee/reps/mapping')).toHaveLength(1);

    refuse = true;
    await choose(csv(good));
    fireEvent.click(screen.getByRole('button', { name: 'Upload mapping' }));
    const alert = await screen.findByText(/Nothing was saved/);
    expect(alert.textContent).toContain(
      'Row 2, Rep Email: No rep with this email in the ledger or the rep list',
    );
    expect(screen.queryByText('Saved 2 reps.')).toBeNull();
  });

  it("counts the problems it does not list, by the server's count when the server lists only some", async () => {
    const listed = Array.from({ length: 200 }, (_, i) => ({
      row: i + 2,
      column: 'Rep Email',
      message: 'No rep with this email in the ledger or the rep list',
    }));
    signedInAs(aUser(), {
      'GET /bee/reps': { body: EMPTY_PAGE },
      'POST /bee/reps/mapping': {
        status: 400,
        body: {
          code: 'REPS_MAPPING_INVALID',
          message: 'Invalid mapping CSV.',
          issues: listed,
          issueCount: 250,
        },
      },
    });
    renderApp('/bee/reps');
    await choose(csv('Rep Email,Employee ID,First Name,Last Name\na@x.example,E1,A,B\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload mapping' }));
    await screen.findByText(/Nothing was saved/);
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('…and 230 more.')).toBeTruthy();
  });

  it('words the rows to fix in Spanish, from their codes', async () => {
    signedInAs(aUser(), { 'GET /bee/reps': { body: EMPTY_PAGE } });
    renderApp('/bee/reps', createQueryClient(), 'es-US');
    const form = await screen.findByRole('form', { name: 'Números de empleado para la nómina' });
    const file = csv('Rep Email,Employee ID,First Name,Last Name,Language\nnope,E-1,A,B,Klingon\n');
    fireEvent.change(within(form).getByLabelText(/Elegir el CSV de mapeo/), {
      target: { files: [file] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subir el mapeo' }));
    const alert = await screen.findByText(/No se guardó nada/);
    expect(alert.textContent).toContain('Fila 2, Rep Email: Rep Email debe ser un correo válido');
    expect(alert.textContent).toContain(
      'Fila 2, Language: Language debe ser uno de estos: en (English), es-US (Español), o quedar vacío',
    );
  });
});
