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
 * A course has a quiz after each lesson, so each region is named by its own question
 * ('Quiz: …'): landmarks of one page need distinct names.
 */
export function Quiz({ value }: { value: QuizValue }): React.JSX.Element | null {
  const id = React.useId()
  if (!value.question || !value.answer) return null
  return (
    <section className={styles.quiz} aria-labelledby={`${id}-label ${id}-question`}>
      <p className={styles.label} id={`${id}-label`}>
        Quiz:
      </p>
      <p className={styles.question} id={`${id}-question`}>
        {value.question}
      </p>
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
