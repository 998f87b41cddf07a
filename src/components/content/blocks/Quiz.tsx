import React from 'react'
import * as styles from './Quiz.module.css'

interface QuizValue {
  question?: string
  options?: readonly string[] | null
  answer?: string
  explanation?: string | null
}

/**
 * An academy quiz question: the question and its choices; the answer stays closed until
 * the reader asks for it (a disclosure: no script, and the keyboard opens it like a button).
 */
export function Quiz({ value }: { value: QuizValue }): React.JSX.Element | null {
  if (!value.question || !value.answer) return null
  return (
    <section className={styles.quiz} aria-label="Quiz">
      <p className={styles.label}>Quiz</p>
      <p className={styles.question}>{value.question}</p>
      {value.options?.length ? (
        <ol className={styles.options} type="A">
          {value.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ol>
      ) : null}
      <details className={styles.reveal}>
        <summary>Show the answer</summary>
        <p>
          <strong>Answer:</strong> {value.answer}
        </p>
        {value.explanation ? <p>{value.explanation}</p> : null}
      </details>
    </section>
  )
}
