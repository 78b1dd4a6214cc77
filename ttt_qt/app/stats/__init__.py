"""The statistics window: the summary, the chart, the table of runs, exports and clearing.

It reads the records kept by ``ttt_qt.stats`` (the same store the console reads).
"""
