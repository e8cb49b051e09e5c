"""The engine: a scenario's hands played from one sabot, solved key by key, and answers graded.

    solution = solve(scenario)            # trainer.engine.solve
    grade(solution, answers, trainee)     # trainer.engine.grade

`answer` holds the typed records both sides share (Answer, Why,
Explanation); `model` the scenario and its hands; `hand` one hand solved;
`play` the hands in turn, with what each carries to the next.
"""
