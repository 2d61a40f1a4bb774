print("benchmarks arrive with the navigation model")
