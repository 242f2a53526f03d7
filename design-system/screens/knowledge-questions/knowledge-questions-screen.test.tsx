import { describe, expect, it } from 'vitest';
import { markupIn } from '../../lib/test-in-language';
import { KnowledgeQuestionsScreen } from './knowledge-questions-screen';

const question = { prompt: 'Which of these streets have you lived on?', choices: ['Birch Road'] };

const page = (secondsRemaining: number, locale?: 'es') => {
  const screen = (
    <KnowledgeQuestionsScreen
      question={question}
      answer={null}
      onAnswer={() => undefined}
      secondsRemaining={secondsRemaining}
      timedOut={false}
      timeoutText=""
      onRestart={() => undefined}
      onContinue={() => undefined}
      progress={{ current: 2, total: 4 }}
    />
  );
  return markupIn(screen, locale);
};

describe('the knowledge question page', () => {
  it('says the time left and the question count in English', () => {
    expect(page(105)).toContain('aria-label="Time left: 1 minute 45 seconds"');
    expect(page(60)).toContain('aria-label="Time left: 1 minute"');
    expect(page(120)).toContain('aria-valuetext="Question 2 of 4"');
  });

  it("says them in Spanish by Spanish plurals, the service's question as it sent it", () => {
    expect(page(61, 'es')).toContain('aria-label="Tiempo restante: 1 minuto 1 segundo"');
    expect(page(120, 'es')).toContain('aria-label="Tiempo restante: 2 minutos"');
    expect(page(0, 'es')).toContain('aria-label="Tiempo restante: 0 segundos"');
    expect(page(120, 'es')).toContain('aria-valuetext="Pregunta 2 de 4"');
    expect(page(120, 'es')).toContain(question.prompt);
  });
});
