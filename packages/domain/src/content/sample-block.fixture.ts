import type { CourseBlock } from './block';

/**
 * A block with one row of every registered type, for tests (not imported by
 * production code): every scorer, public row and widget has something to chew on.
 */
export const sampleBlock: CourseBlock = {
  title: 'Premiers secours',
  type: 'exercice',
  settings: {
    template: { hideMainTitle: false },
    hints: [
      { message: 'Think of the emergency number.', cost: 10 },
      { message: 'It has two digits.', cost: 20 },
    ],
    feedbacks: { correct: 'Well done!', incorrect: 'Not quite.', partialy_correct: 'Almost.' },
  },
  content: {
    statement: { html: '<p>Answer for [[city]].</p>' },
    table: {
      headers: ['Number', 'Service'],
      rows: [
        ['15', 'SAMU'],
        ['18', 'Pompiers'],
      ],
    },
    datasets: { city: { kind: 'list', values: ['Paris', 'Lyon'] } },
    sections: [
      {
        id: 's1',
        title: 'Questions',
        rows: [
          {
            id: 'mc',
            type: 'multiple-choice',
            question: '<p>Which numbers are emergency numbers?</p>',
            choices: [
              { id: 'n15', value: '15', correct: true },
              { id: 'n18', value: '18', correct: true },
              { id: 'n36', value: '36', correct: false },
            ],
            feedbacks: [
              { message: '36 is not an emergency number.', conditions: [{ preset: 'answers', answers: ['n36'] }] },
              { message: 'All emergency numbers found.', conditions: [{ preset: 'correct' }] },
            ],
          },
          {
            id: 'cc',
            type: 'combined-choice',
            text: 'Call the {{who}}.',
            slots: [
              {
                id: 'who',
                options: [
                  { id: 'samu', value: 'SAMU' },
                  { id: 'bank', value: 'bank' },
                ],
                correctOptionId: 'samu',
              },
            ],
          },
          { id: 'fa', type: 'free-answer', expected: ['112'], settings: { defaultWidth: 175 } },
          {
            id: 'dd',
            type: 'drag-n-drop',
            choices: [
              { id: 'fire', value: 'Fire' },
              { id: 'injury', value: 'Injury' },
            ],
            targets: [
              { id: 't18', label: '18', acceptedChoiceIds: ['fire'] },
              { id: 't15', label: '15', acceptedChoiceIds: ['injury'] },
            ],
          },
          { id: 'pw', type: 'pick-words', text: 'Protect, [alert], then [rescue].' },
          {
            id: 'ic',
            type: 'image-cliquable',
            imageFileId: 'body.png',
            choices: [
              { id: 'chest', value: 'Chest', shape: { kind: 'rectangle', x: 300, y: 200, width: 200, height: 150 }, correct: true },
              { id: 'head', value: 'Head', shape: { kind: 'circle', cx: 400, cy: 80, r: 60 }, correct: false },
            ],
          },
        ],
      },
      {
        id: 's2',
        rows: [
          { id: 'mi', type: 'media-internal', appFileId: 'poster.pdf' },
          { id: 'mt', type: 'media-tincan', url: 'https://lrs.example.test/module' },
          { id: 'wy', type: 'wysiwyg', html: '<p>Keep calm.</p>' },
          { id: 'mm', type: 'medias-by-mail', attachmentIds: ['poster.pdf'] },
          { id: 've', type: 'video-external', url: 'https://video.example.test/watch?v=abc' },
          { id: 'w1', type: 'course-icon' },
          { id: 'w2', type: 'xp-earned' },
          { id: 'w3', type: 'pi-xp-earned', showPi: true, showScore: false },
          { id: 'w4', type: 'job-xp-earned' },
          { id: 'w5', type: 'competency-xp-earned' },
          { id: 'w6', type: 'course-competency-list', courseCompetencyIds: ['health-safety-environment'] },
          { id: 'w7', type: 'course-title' },
          { id: 'w8', type: 'section-title' },
        ],
      },
    ],
  },
};

/** The expected answer of every scored row of `sampleBlock`. */
export const sampleKey = {
  mc: { userAnswer: ['n15', 'n18'] },
  cc: { userAnswer: { who: 'samu' } },
  fa: { userAnswer: '112' },
  dd: { userAnswer: ['fire', 'injury'] },
  pw: { userAnswer: [1, 3] },
  ic: { userAnswer: ['chest'] },
};
