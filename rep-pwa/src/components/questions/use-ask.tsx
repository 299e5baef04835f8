// What a screen needs to let the rep ask: the sheet, the markers of lines already asked about, and
// a status line saying whether the question went or waits to send.
import { useState } from 'react';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';
import { useMyQuestions } from '../../lib/questions/api';
import { AskSheet, type AskTarget } from './AskSheet';
import { questionsByLine } from './QuestionMarker';
import './questions.css';

export function useAsk() {
  const { viewKey } = useRepSession();
  const view = useRepView();
  const demo = Boolean(view?.isDemo);
  const preview = Boolean(view?.isPreview);
  const questions = useMyQuestions(viewKey, !preview);
  const [target, setTarget] = useState<AskTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const byLine = questionsByLine(questions.data);

  const ui = (
    <>
      {target && (
        <AskSheet
          key={target.label}
          target={target}
          demo={demo}
          preview={preview}
          onClose={() => setTarget(null)}
          onQueued={setNotice}
        />
      )}
      <p role="status" className={notice ? 'rep-review cb-card' : undefined}>
        {notice}
      </p>
    </>
  );
  return { ask: setTarget, ui, byLine, viewKey, demo, preview };
}
